import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { UserIcon } from '@/components/ui/menu-icons';
import { Tabs } from '@/components/ui/tabs';
import { DEFAULT_MEMBER_SECTION, isMemberSection, visibleMemberSections } from '@/features/member';
import { useBootInfo } from '@/features/system';
import { PageFrame } from '../components/page-frame';

/** Member centre (login required): its sections in spec §2 order, `?tab=` selects one. */
export default function MemberRoute() {
  const { t } = useTranslation();
  const boot = useBootInfo();
  const [params, setParams] = useSearchParams();
  const sections = visibleMemberSections(boot?.features ?? {});
  const requested = params.get('tab');
  const current =
    isMemberSection(requested) && sections.some((s) => s.key === requested) ? requested : DEFAULT_MEMBER_SECTION;

  return (
    <PageFrame name="member" title={t('member.title')}>
      <Tabs
        orientation="vertical"
        label={t('member.title')}
        value={current}
        onValueChange={(tab) => setParams({ tab }, { replace: true })}
        items={sections.map((section) => ({
          value: section.key,
          label: t(`member.sections.${section.key}`),
          content: (
            <EmptyState
              icon={<UserIcon />}
              title={t(`member.sections.${section.key}`)}
              description={t('member.pending')}
            />
          ),
        }))}
      />
    </PageFrame>
  );
}
