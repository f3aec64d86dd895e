import {
  type AnnouncementKind,
  announcementInputSchema,
  type ConsoleAnnouncement,
  popupExecutions,
} from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { saveAnnouncement } from '../api/console-content-api';
import { useContentForm } from '../hooks/use-content-form';
import {
  type AnnouncementValues,
  announcementPayload,
  announcementValuesOf,
  type Platform,
} from '../lib/content-forms';
import { ScheduleFields, TitleFields } from './content-parts';
import { ContentPreview } from './content-preview';
import { HtmlEditor } from './html-editor';
import { FormFooter } from './kit';

const PLATFORMS: Platform[] = ['W', 'M', 'A'];

/**
 * A notice, pop-up, promotion announcement or agent notice: titles and HTML in both languages beside a live preview,
 * who sees it (platforms, languages, pop-up execution), when, in which order, and where it leads. Agent notices show
 * on the agent centre's one page only: no platforms, no link.
 */
export function AnnouncementEditor({
  item,
  kind,
  offset,
  onClose,
}: {
  item: ConsoleAnnouncement | null;
  kind: AnnouncementKind;
  offset: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const agent = kind === 'agent';
  const { values, change, errorOf, failure, saving, submit } = useContentForm({
    initial: (): AnnouncementValues => announcementValuesOf(item, kind, offset),
    schema: announcementInputSchema,
    toBody: (v) => announcementPayload(v, offset),
    save: async (body) => {
      await saveAnnouncement(item?.id ?? null, body);
      toast.success(t('consoleContent.announcements.saved'));
    },
    onSaved: onClose,
  });

  return (
    <section className="console-page" aria-labelledby="announcement-editor" data-testid="announcement-editor">
      <header className="console-page__head">
        <h2 id="announcement-editor">
          {item
            ? t('consoleContent.announcements.edit', { kind: t(`consoleContent.kindName.${kind}`) })
            : t('consoleContent.announcements.new', { kind: t(`consoleContent.kindName.${kind}`) })}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('consoleContent.backToList')}
        </Button>
      </header>
      <div className="content-editor">
        <form className="content-form" onSubmit={submit} noValidate>
          <TitleFields title={values.title} error={errorOf('title')} onChange={(title) => change({ title })} />
          <HtmlEditor
            label={t('consoleContent.fields.contentEn')}
            value={values.content.EN}
            error={errorOf('content')}
            onChange={(EN) => change({ content: { ...values.content, EN } })}
            testId="content-html-en"
          />
          <HtmlEditor
            label={t('consoleContent.fields.contentCn')}
            value={values.content.CN}
            onChange={(CN) => change({ content: { ...values.content, CN } })}
            testId="content-html-cn"
          />
          {kind === 'popup' ? (
            <SelectField
              label={t('consoleContent.fields.execution')}
              value={values.execution}
              onChange={(e) => change({ execution: e.target.value as AnnouncementValues['execution'] })}
            >
              {popupExecutions.map((x) => (
                <option key={x} value={x}>
                  {t(`consoleContent.execution.${x}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          {kind === 'promotion' ? (
            <TextField
              label={t('consoleContent.fields.promotionType')}
              hint={t('consoleContent.promotionTypeHint')}
              value={values.promotionType}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => change({ promotionType: e.target.value })}
            />
          ) : null}
          {agent ? null : (
            <fieldset className="content-form__checks">
              <legend className="field__label">{t('consoleContent.fields.platforms')}</legend>
              {PLATFORMS.map((p) => (
                <CheckboxField
                  key={p}
                  label={t(`consoleContent.platforms.${p}`)}
                  checked={values.platforms[p]}
                  onChange={(e) => change({ platforms: { ...values.platforms, [p]: e.target.checked } })}
                />
              ))}
              {errorOf('platforms') ? (
                <p className="field__error" role="alert">
                  {errorOf('platforms')}
                </p>
              ) : null}
            </fieldset>
          )}
          <ScheduleFields values={values} onChange={change} errorOf={errorOf} offset={offset} hideLink={agent} />
          <FormFooter
            failure={failure}
            pending={saving}
            submitLabel={t('consoleContent.save')}
            submitTestId="announcement-save"
            onCancel={onClose}
          />
        </form>
        <div className="content-editor__preview">
          <ContentPreview title={values.title} html={values.content} />
        </div>
      </div>
    </section>
  );
}
