import type { RegistrationPage } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/components/ui/data-table.css';
import { EmptyState } from '@/components/ui/empty-state';
import { UsersIcon } from '@/components/ui/menu-icons';
import { Pager } from '@/components/ui/pager';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { registrationsQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { MemberName } from './member-name';
import { OpenAccountCard } from './open-account-card';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';

const PAGE_SIZE = 20;

/** The register link of an affiliate code: the register page opens with the code filled in (router loader). */
const registerLink = (code: string) => `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}`;

/** The agent's affiliate code, its register link to copy and its QR code for a phone to scan. */
function AffiliateCard({ codes }: { codes: RegistrationPage['codes'] }) {
  const { t } = useTranslation();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('agentReports.copied'));
    } catch {
      toast.error(t('agentReports.copyFailed'));
    }
  };
  if (codes.length === 0)
    return (
      <section className="card agent-report__panel" data-testid="affiliate-card">
        <EmptyState
          compact
          icon={<UsersIcon />}
          title={t('agentReports.noCode')}
          description={t('agentReports.noCodeText')}
        />
      </section>
    );
  return (
    <>
      {codes.map((c) => {
        const link = registerLink(c.code);
        return (
          <section
            key={c.code}
            className="card agent-report__panel agent-affiliate"
            aria-label={t('agentReports.affiliate')}
            data-testid="affiliate-card"
          >
            <div className="agent-affiliate__text">
              <h2 className="agent-figures__title">{t('agentReports.affiliate')}</h2>
              <dl className="agent-affiliate__list">
                <dt>{t('agentReports.code')}</dt>
                <dd>
                  <code className="agent-affiliate__code" data-testid="affiliate-code">
                    {c.code}
                  </code>
                  <Button variant="outline" size="sm" onClick={() => void copy(c.code)}>
                    {t('agentReports.copyCode')}
                  </Button>
                </dd>
                <dt>{t('agentReports.link')}</dt>
                <dd>
                  <code className="agent-affiliate__link" data-testid="affiliate-link">
                    {link}
                  </code>
                  <Button variant="outline" size="sm" onClick={() => void copy(link)}>
                    {t('agentReports.copyLink')}
                  </Button>
                </dd>
                <dt>{t('agentReports.allTime')}</dt>
                <dd className="tabular" data-testid="affiliate-all-time">
                  {c.allTime}
                </dd>
              </dl>
            </div>
            <figure className="agent-affiliate__qr">
              {/* A white quiet zone keeps the code readable in the dark theme too. */}
              <QRCodeSVG value={link} size={148} marginSize={2} title={t('agentReports.qrTitle')} />
              <figcaption>{t('agentReports.qrCaption')}</figcaption>
            </figure>
          </section>
        );
      })}
    </>
  );
}

/** Register centre: opening accounts below the agent, the affiliate code, link and QR code, and who registered through them in the period. */
export default function RegisterCentre() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { period, setPeriod, query, range } = useReportPeriod('last30');
  const [page, setPage] = useState(1);
  const registrations = useQuery(registrationsQuery({ ...query, pageNo: page, pageSize: PAGE_SIZE }));
  return (
    <div className="agent-report" data-testid="agent-register">
      <OpenAccountCard />
      <ReportStatus query={registrations}>
        {(data) => (
          <>
            <AffiliateCard codes={data.codes} />
            <section className="card agent-report__panel" aria-labelledby="registrations-title">
              <h2 id="registrations-title" className="agent-figures__title">
                {t('agentReports.registrations')}
              </h2>
              <PeriodBar
                name="register-period"
                period={period}
                range={range}
                onChange={(next) => {
                  setPeriod(next);
                  setPage(1);
                }}
              />
              <dl className="bet-totals agent-totals" aria-label={t('betRecords.totals')}>
                <div>
                  <dt>{t('agentReports.registrations')}</dt>
                  <dd className="tabular" data-testid="registrations-total">
                    {data.total}
                  </dd>
                </div>
                <div>
                  <dt>{t('agentReports.busiestDay')}</dt>
                  <dd className="tabular">
                    {data.days.length > 0
                      ? data.days.reduce((a, b) => (b.registrations > a.registrations ? b : a)).date
                      : '—'}
                  </dd>
                </div>
              </dl>
              {data.list.length > 0 ? (
                <>
                  <table className="bet-table" aria-busy={registrations.isPlaceholderData || undefined}>
                    <thead>
                      <tr>
                        <th scope="col">{t('agentReports.member')}</th>
                        <th scope="col">{t('agentReports.kind')}</th>
                        <th scope="col">{t('agentReports.registeredAt')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.list.map((m) => (
                        <tr key={m.username} data-testid="registration-row">
                          <td data-label={t('agentReports.member')}>
                            <MemberName member={m} />
                          </td>
                          <td data-label={t('agentReports.kind')}>
                            {m.isAgent ? t('agentReports.agentBadge') : t('agentReports.player')}
                          </td>
                          <td className="tabular" data-label={t('agentReports.registeredAt')}>
                            {formatDateTime(m.registeredAt, offset)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
                </>
              ) : (
                <ReportEmpty text={t('agentReports.noRegistrations')} />
              )}
            </section>
          </>
        )}
      </ReportStatus>
    </div>
  );
}
