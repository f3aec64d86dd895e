import { type ConsolePromotion, promotionInputSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { promotionsKey, promotionsQuery, savePromotion } from '../api/console-promotions-api';
import { vipLevelsQuery } from '../api/console-vip-api';
import { useConsoleForm } from '../components/kit';
import {
  isVipKind,
  levelAmounts,
  newPromotionValues,
  type PromotionValues,
  prizesTotal,
  promotionPayload,
  promotionValuesOf,
  sentPromotion,
} from '../lib/promotion-form';
import { errorAt, ownErrorAt, promotionProblem } from '../lib/promotion-problems';

/** The brand's bonus rules, as the campaign list last brought them (null before it has). */
export const knownPromotionRules = () => queryClient.getQueryData(promotionsQuery().queryKey)?.rules ?? null;

/**
 * The campaign editor's form: the values as the inputs hold them, judged by the contract's request schema in the
 * operator's words (and by the brand's rules when they are known), the save, and the server's refusals on their
 * fields.
 */
export function usePromotionForm({
  item,
  offset,
  onSaved,
}: {
  item: ConsolePromotion | null;
  offset: number;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const [defaultValues] = useState(() =>
    item ? promotionValuesOf(item, offset) : newPromotionValues(Date.now(), offset),
  );
  // The brand's ladder: a VIP kind's reward has a row per level above 0, and its audience picks among the levels.
  const ladder = useQuery(vipLevelsQuery());
  const levels = ladder.data?.levels ?? [];
  const top = Math.max(0, ...levels.map((l) => l.level));
  // The resolver reads the ladder when it judges, which may be after it arrived.
  const topRef = useRef(top);
  topRef.current = top;
  const form = useConsoleForm({
    defaultValues,
    schema: promotionInputSchema,
    toBody: (values: PromotionValues) => promotionPayload(values, offset, topRef.current),
    messageOf: (path, error, values) => {
      const problem = promotionProblem(path, error.type, values);
      // A raffle's budget refused as too small says what its prizes come to.
      const total = prizesTotal(values.reward.prizes);
      return problem
        ? t(`consolePromotions.problems.${problem}`, { total: total === null ? '' : formatMoney(total, { symbol }) })
        : undefined;
    },
    checks: (values) => {
      const rules = knownPromotionRules();
      const cap = rules?.maxWageringMultiple ?? null;
      const counted = values.terms.products.filter((p) => Number(p.weight) > 0).length;
      const paying = levelAmounts(values.reward.levels, topRef.current).some((a) => Number(a.trim()) > 0);
      return {
        // A VIP campaign whose every level pays nothing is a mistake, not a campaign.
        'reward.amounts':
          isVipKind(values.kind) && topRef.current > 0 && !paying
            ? t('consolePromotions.problems.nothingPaid')
            : undefined,
        'terms.multiple':
          cap !== null && Number(values.terms.multiple) > cap
            ? t('consolePromotions.problems.aboveCap', { max: cap })
            : undefined,
        'terms.products':
          rules?.singleProductOffers && (values.terms.allProducts || counted !== 1)
            ? t('consolePromotions.problems.oneProduct')
            : undefined,
      };
    },
  });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;

  // Several inputs are controlled (HTML, the picture, lists of days and weights), so values change through here.
  const change = (changes: Partial<PromotionValues>) => {
    for (const [name, value] of Object.entries(changes)) {
      const path = name as Path<PromotionValues>;
      form.setValue(path, value as PathValue<PromotionValues, typeof path>, { shouldDirty: true });
    }
  };

  const submit = form.submit(async (body) => {
    await savePromotion(item?.id ?? null, sentPromotion(body));
    toast.success(t(item ? 'consolePromotions.editor.saved' : 'consolePromotions.editor.created'));
    await queryClient.invalidateQueries({ queryKey: promotionsKey });
    onSaved();
  });

  return {
    values,
    change,
    /** The brand's VIP levels, level 0 first (empty until they arrive), and whether they could not be read. */
    levels,
    top,
    ladderFailed: ladder.isError,
    /** The first problem at or under a field (a list's wrong line). */
    errorOf: (path: string) => errorAt(errors, path),
    /** The problem of a list as a whole only, not of its lines. */
    ownErrorOf: (path: string) => ownErrorAt(errors, path),
    failure: form.failure,
    saving: isSubmitting,
    submit,
  };
}

export type PromotionForm = ReturnType<typeof usePromotionForm>;
