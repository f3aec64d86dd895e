import { useState } from 'react';
import { useAnnouncementList } from '../hooks/use-announcements';
import { AnnouncementBoard } from './announcement-board';

/**
 * The brand's notices and promotion announcements as a page of their own (the agent centre's announcement page): the
 * same board the header's bell opens, without the dialog around it.
 */
export function AnnouncementPage() {
  const { announcements, isLoading } = useAnnouncementList();
  const [index, setIndex] = useState(0);
  return (
    <section className="card" data-testid="announcement-page">
      <AnnouncementBoard
        items={announcements}
        loading={isLoading}
        index={index}
        onIndex={setIndex}
        onLeave={() => {}}
      />
    </section>
  );
}
