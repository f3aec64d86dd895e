import { bannerGroupNames, type ConsoleBanner } from '@lotus/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { contentKey, saveBanner } from '../api/console-content-api';
import { type BannerValues, bannerPayload, bannerProblems, bannerValuesOf } from '../lib/content-forms';
import { ContentImageField } from './content-image-field';
import { failureText, type Problems, ScheduleFields, useProblemText } from './content-parts';

/** A new banner (in `groupName`) or an existing one: group, image, titles, link, schedule. */
export function BannerDialog({
  banner,
  groupName,
  offset,
  onClose,
}: {
  banner: ConsoleBanner | null;
  groupName: string;
  offset: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const [values, setValues] = useState<BannerValues>(() => bannerValuesOf(banner, groupName, offset));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (changes: Partial<BannerValues>) => setValues((v) => ({ ...v, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = bannerProblems(values, offset);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveBanner(banner?.id ?? null, bannerPayload(values, offset));
      toast.success(t('consoleContent.banners.saved'));
      await queryClient.invalidateQueries({ queryKey: contentKey });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t('errors.unknown')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={banner ? t('consoleContent.banners.edit') : t('consoleContent.banners.new')}
      size="lg"
      testId="banner-dialog"
    >
      <form className="content-form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          label={t('consoleContent.fields.group')}
          value={values.groupName}
          onChange={(e) => change({ groupName: e.target.value })}
        >
          {bannerGroupNames.map((g) => (
            <option key={g} value={g}>
              {t(`consoleContent.groups.${g}`, g)}
            </option>
          ))}
        </SelectField>
        <ContentImageField
          label={t('consoleContent.fields.image')}
          value={values.imageUrl}
          onChange={(imageUrl) => change({ imageUrl })}
          error={text(problems.imageUrl)}
        />
        <div className="content-form__pair">
          <TextField
            label={t('consoleContent.fields.titleEn')}
            value={values.title.EN}
            maxLength={200}
            error={text(problems.title)}
            onChange={(e) => change({ title: { ...values.title, EN: e.target.value } })}
          />
          <TextField
            label={t('consoleContent.fields.titleCn')}
            value={values.title.CN}
            maxLength={200}
            onChange={(e) => change({ title: { ...values.title, CN: e.target.value } })}
          />
        </div>
        <ScheduleFields values={values} onChange={change} problems={problems} offset={offset} />
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="console-dialog-form__buttons">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" variant="accent" loading={saving} data-testid="banner-save">
            {t('consoleContent.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
