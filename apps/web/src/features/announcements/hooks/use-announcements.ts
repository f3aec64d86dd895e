import type { Announcement, AnnouncementList } from '@lotus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { create } from 'zustand';
import { useBootInfo } from '@/features/system';
import { useIsLoggedIn } from '@/lib/session';
import { announcementsQuery } from '../api/get-announcements';
import { contentImageUrl } from '../lib/content-image';

/** The feed of the current audience; the previous audience's stays on screen while the new one loads. */
function useFeed<T>(select: (v: AnnouncementList) => T) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...announcementsQuery(loggedIn), select, placeholderData: keepPreviousData });
}

export function useBanners(group: string) {
  const query = useFeed(useCallback((v) => v.banners.filter((b) => b.groupName === group), [group]));
  return { banners: query.data ?? [], isLoading: query.isPending, isError: query.isError };
}

export function useNotices() {
  const query = useFeed((v) => v.player);
  return { notices: query.data ?? [], isLoading: query.isPending };
}

/** The announcement dialog's list: the notices, then the promotion announcements. */
export function useAnnouncementList() {
  const query = useFeed((v): Announcement[] => [...v.player, ...v.promotion]);
  return { announcements: query.data ?? [], isLoading: query.isPending };
}

export function usePromotions() {
  const query = useFeed((v) => v.promotion);
  return { promotions: query.data ?? [], isLoading: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** The pop-ups of the current audience, once the feed for that audience (not a placeholder) has arrived. */
export function usePopupFeed() {
  const query = useFeed((v) => v.popup);
  return { popups: query.data ?? [], ready: query.isSuccess && !query.isPlaceholderData };
}

const NONE: readonly string[] = [];

/** Builds banner and content image URLs on the merchant's image CDN (site paths stay as they are). */
export function useContentImage() {
  const cdns = useBootInfo()?.info.imageCDNs ?? NONE;
  return useCallback((url: string) => contentImageUrl(url, cdns), [cdns]);
}

export type AnnouncementView = 'announcements' | 'notices';

/**
 * The announcement dialog (header bell: notices and promotions) and the notice dialog (the home marquee, starting at
 * the notice chosen there, spec §2): which is open and at which item.
 */
export const useAnnouncementDialog = create<{ view: AnnouncementView | null; index: number }>(() => ({
  view: null,
  index: 0,
}));
export const openNotices = (index = 0) => useAnnouncementDialog.setState({ view: 'notices', index });
export const openAnnouncements = (index = 0) => useAnnouncementDialog.setState({ view: 'announcements', index });
export const closeAnnouncementDialog = () => useAnnouncementDialog.setState({ view: null });
