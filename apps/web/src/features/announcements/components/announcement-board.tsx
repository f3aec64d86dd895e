import type { Announcement } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon, ChevronRightIcon, GiftIcon } from '@/components/ui/menu-icons';
import { Pager } from '@/components/ui/pager';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeature, useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { PHONE_QUERY, useMediaQuery } from '@/lib/media';
import { useContentImage } from '../hooks/use-announcements';
import { useOpenLink } from '../hooks/use-open-link';
import {
  isRewardCentre,
  type LinkTarget,
  REWARD_CENTRE_MODULE,
  REWARD_CENTRE_PATH,
  resolveLinkTarget,
} from '../lib/link-target';
import { ANNOUNCEMENT_PAGE_SIZE, pageCount, pageItems, pageOf } from '../lib/paging';
import './announcement-board.css';

export interface AnnouncementBoardProps {
  items: Announcement[];
  loading?: boolean;
  index: number;
  onIndex: (index: number) => void;
  /** Called before a link is followed: the dialog gives way to where it leads. */
  onLeave: () => void;
  /** Phones open on the chosen item (the notice picked on the marquee) instead of the list. */
  startWithDetail?: boolean;
  /** A list paged by the server: `items` are the page shown, `index` counts within it. */
  paging?: { page: number; totalPages: number; onPage: (page: number) => void };
  /** What an empty list says (the brand's notices by default). */
  empty?: { title: string; description: string };
}

/**
 * Spec §2 announcement and notice pop-ups: 9 titles per page on the left, the chosen item's rich content on the right
 * (one after the other on phones). An item with `promotionType` leads to the reward centre, when the brand has one.
 */
export function AnnouncementBoard({
  items,
  loading,
  index,
  onIndex,
  onLeave,
  startWithDetail,
  paging,
  empty,
}: AnnouncementBoardProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const imageUrl = useContentImage();
  const openLink = useOpenLink();
  const rewardCentre = useFeature(REWARD_CENTRE_MODULE);
  const [ownPage, setPage] = useState(() => pageOf(index));
  const [detailOnPhone, setDetailOnPhone] = useState(startWithDetail === true);
  // Previous and next carry the list to the page of the item shown.
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    setShownIndex(index);
    setPage(pageOf(index));
  }
  const current = items[index];
  const page = paging ? paging.page : ownPage;
  const firstOnPage = paging ? 0 : (page - 1) * ANNOUNCEMENT_PAGE_SIZE;
  const shown = paging ? items : pageItems(items, page);

  if (loading) {
    return (
      <div className="board" aria-busy="true">
        <Skeleton height={240} />
        <Skeleton height={240} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        compact
        icon={<BellIcon />}
        title={empty?.title ?? t('notices.emptyTitle')}
        description={empty?.description ?? t('notices.emptyText')}
      />
    );
  }

  const follow = (target: LinkTarget) => {
    onLeave();
    void openLink(target);
  };
  const date = (item: Announcement) =>
    item.publishedAt ? (
      <time className="board__date tabular" dateTime={new Date(item.publishedAt).toISOString()}>
        {formatDateTime(item.publishedAt, offset)}
      </time>
    ) : null;

  const list = (
    <nav className="board__list" aria-label={t('contentUi.titles')}>
      <ul className="board__titles">
        {shown.map((item, i) => {
          const at = firstOnPage + i;
          return (
            <li key={item.id}>
              <button
                type="button"
                className="board__title"
                title={item.title}
                aria-current={at === index ? 'true' : undefined}
                data-testid="announcement-title"
                onClick={() => {
                  onIndex(at);
                  setDetailOnPhone(true);
                }}
              >
                <span className="board__title-text">
                  {item.promotionType ? <GiftIcon size={14} aria-hidden="true" /> : null}
                  <span className="board__title-name">{item.title}</span>
                </span>
                {date(item)}
                {phone ? <ChevronRightIcon size={16} aria-hidden="true" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        totalPages={paging?.totalPages ?? pageCount(items.length)}
        onPage={paging?.onPage ?? setPage}
      />
    </nav>
  );

  const link = current ? resolveLinkTarget(current, rewardCentre) : null;
  const detail = current ? (
    <article className="board__detail" data-testid="announcement-detail" aria-labelledby="board-detail-title">
      {phone ? (
        <Button
          variant="ghost"
          size="sm"
          className="board__back"
          icon={<ChevronRightIcon size={16} aria-hidden="true" />}
          onClick={() => setDetailOnPhone(false)}
        >
          {t('contentUi.backToList')}
        </Button>
      ) : null}
      <h3 id="board-detail-title" className="board__detail-title">
        {current.title}
      </h3>
      {date(current)}
      <RichText html={current.content} imageUrl={imageUrl} />
      {rewardCentre && (current.promotionType || isRewardCentre(link)) ? (
        <Button
          variant="accent"
          icon={<GiftIcon size={18} />}
          data-testid="announcement-reward-centre"
          onClick={() => follow({ kind: 'route', href: REWARD_CENTRE_PATH })}
        >
          {t('contentUi.rewardCentre')}
        </Button>
      ) : link ? (
        <Button variant="outline" data-testid="announcement-link" onClick={() => follow(link)}>
          {t('contentUi.openLink')}
        </Button>
      ) : null}
    </article>
  ) : null;

  if (phone) return <div className="board board--phone">{detailOnPhone && detail ? detail : list}</div>;
  return (
    <div className="board">
      {list}
      {detail}
    </div>
  );
}
