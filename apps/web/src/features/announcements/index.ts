export { announcementsQuery } from './api/get-announcements';
export { BannerCarousel, type BannerShape } from './components/banner-carousel';
export { NoticeDialogHost } from './components/notice-dialog-host';
export { NoticeMarquee } from './components/notice-marquee';
export { bannerTarget } from './components/open-banner-target';
export { openNotices, useBanners, useNotices } from './hooks/use-announcements';
