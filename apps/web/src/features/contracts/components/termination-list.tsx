import type { ContractTerminationPreview } from '@lotus/contract';
import { useTranslation } from 'react-i18next';

/** The downline contracts an answer would end (409 `contract.confirm.terminations`). */
export function TerminationList({ preview }: { preview: ContractTerminationPreview }) {
  const { t } = useTranslation();
  const more = preview.count - preview.downlines.length;
  return (
    <ul className="termination-list" data-testid="termination-list">
      {preview.downlines.map((d) => (
        <li key={`${d.username}-${d.kind}`}>
          <strong>{d.username}</strong> · {t(`contracts.kinds.${d.kind}`)}
        </li>
      ))}
      {more > 0 ? <li>{t('contracts.moreTerminations', { count: more })}</li> : null}
    </ul>
  );
}
