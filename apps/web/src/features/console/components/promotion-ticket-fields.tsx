import { type RaffleTicketSource, raffleTicketSources } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import type { PromotionForm } from '../hooks/use-promotion-form';
import type { PromotionValues } from '../lib/promotion-form';
import { EditorSection } from './promotion-parts';

/**
 * A raffle's ticket rules: whether deposits or valid bets earn tickets, one ticket per how much, the most one member
 * may hold (none: no limit), and the days winners have after the draw to claim their prize.
 */
export function PromotionTicketFields({ form }: { form: PromotionForm }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? '';
  const { values, change, errorOf } = form;
  const raffle = values.raffle;
  const set = (changes: Partial<PromotionValues['raffle']>) => change({ raffle: { ...raffle, ...changes } });

  return (
    <EditorSection title={t('consolePromotions.editor.sections.tickets')}>
      <div className="promo-grid" data-testid="promotion-tickets">
        <SelectField
          label={t('consolePromotions.editor.ticketBy')}
          value={raffle.ticketBy}
          onChange={(e) => set({ ticketBy: e.target.value as RaffleTicketSource })}
          data-testid="promotion-ticket-by"
        >
          {raffleTicketSources.map((source) => (
            <option key={source} value={source}>
              {t(`consolePromotions.editor.ticketSources.${source}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('consolePromotions.editor.ticketUnit', { symbol })}
          hint={t(`consolePromotions.editor.ticketUnitHint.${raffle.ticketBy}`)}
          inputMode="decimal"
          autoComplete="off"
          required
          value={raffle.ticketUnit}
          error={errorOf('raffle.ticketUnit')}
          onChange={(e) => set({ ticketUnit: e.target.value })}
        />
        <TextField
          label={t('consolePromotions.editor.maxTickets')}
          hint={t('consolePromotions.editor.maxTicketsHint')}
          inputMode="numeric"
          autoComplete="off"
          value={raffle.maxTickets}
          error={errorOf('raffle.maxTickets')}
          onChange={(e) => set({ maxTickets: e.target.value })}
        />
        <TextField
          label={t('consolePromotions.editor.claimDays')}
          hint={t('consolePromotions.editor.claimDaysHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          value={raffle.claimDays}
          error={errorOf('raffle.claimDays')}
          onChange={(e) => set({ claimDays: e.target.value })}
        />
      </div>
    </EditorSection>
  );
}
