import { bannerGroupNames, bannerInputSchema, type ConsoleBanner } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { saveBanner } from '../api/console-content-api';
import { useContentForm } from '../hooks/use-content-form';
import { type BannerValues, bannerPayload, bannerValuesOf } from '../lib/content-forms';
import { ContentImageField } from './content-image-field';
import { ScheduleFields, TitleFields } from './content-parts';
import { FormDialog } from './kit';

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
  const { values, change, errorOf, failure, saving, submit } = useContentForm({
    initial: (): BannerValues => bannerValuesOf(banner, groupName, offset),
    schema: bannerInputSchema,
    toBody: (v) => bannerPayload(v, offset),
    save: async (body) => {
      await saveBanner(banner?.id ?? null, body);
      toast.success(t('consoleContent.banners.saved'));
    },
    onSaved: onClose,
  });

  return (
    <FormDialog
      title={banner ? t('consoleContent.banners.edit') : t('consoleContent.banners.new')}
      testId="banner-dialog"
      onClose={onClose}
      onSubmit={submit}
      formClassName="content-form"
      failure={failure}
      pending={saving}
      submitLabel={t('consoleContent.save')}
      submitTestId="banner-save"
    >
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
        error={errorOf('imageUrl')}
      />
      <TitleFields title={values.title} error={errorOf('title')} onChange={(title) => change({ title })} />
      <ScheduleFields values={values} onChange={change} errorOf={errorOf} offset={offset} />
    </FormDialog>
  );
}
