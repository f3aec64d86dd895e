import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { announcementsQuery } from '../api/get-announcements';

export function useBanners(group: string) {
  const query = useQuery({ ...announcementsQuery, select: (v) => v.banners.filter((b) => b.groupName === group) });
  return { banners: query.data ?? [], isLoading: query.isPending, isError: query.isError };
}

export function useNotices() {
  const query = useQuery({ ...announcementsQuery, select: (v) => v.player });
  return { notices: query.data ?? [], isLoading: query.isPending };
}

export function usePromotions() {
  const query = useQuery({ ...announcementsQuery, select: (v) => v.promotion });
  return { promotions: query.data ?? [], isLoading: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** The notice pop-up: which notice is open (spec §2: it starts from the notice chosen on the home marquee). */
export const useNoticeDialog = create<{ open: boolean; index: number }>(() => ({ open: false, index: 0 }));
export const openNotices = (index = 0) => useNoticeDialog.setState({ open: true, index });
export const closeNotices = () => useNoticeDialog.setState({ open: false });
