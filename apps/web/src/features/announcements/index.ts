export { AnnouncementsHost } from './components/announcements-host';
export { BannerCarousel } from './components/banner-carousel';
export { NoticeMarquee } from './components/notice-marquee';
export { openAnnouncements, useAnnouncementList, useContentImage } from './hooks/use-announcements';
