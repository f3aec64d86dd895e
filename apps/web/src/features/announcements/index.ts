export { announcementsKey, announcementsQuery } from './api/get-announcements';
export { AnnouncementsHost } from './components/announcements-host';
export { BannerCarousel, type BannerShape } from './components/banner-carousel';
export { NoticeMarquee } from './components/notice-marquee';
export {
  closeAnnouncementDialog,
  openAnnouncements,
  openNotices,
  useAnnouncementList,
  useBanners,
  useNotices,
} from './hooks/use-announcements';
export { REWARD_CENTRE_PATH, resolveLinkTarget } from './lib/link-target';
