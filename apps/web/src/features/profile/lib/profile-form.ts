import {
  type Language,
  type MemberProfile,
  type ProfileChanges,
  type ProfileRules,
  type ProfileTextField,
  profileTextFields,
  registerErrorMessage,
  type UpdateProfileRequest,
  updateProfileRequestSchema,
  validateProfileChanges,
} from '@lotus/contract';

/** Fields the server shows masked: the form starts them empty, and left empty they stay as they are. */
const maskedFields: ReadonlySet<ProfileTextField> = new Set(['payeeName', 'idNumber']);

export type ProfileValues = Record<ProfileTextField, string>;
/** What the form holds: the text fields, and the date of birth while the member may still set it. */
export type ProfileFormValues = ProfileValues & { birthday: string };

export interface ProfileFieldView {
  field: ProfileTextField;
  /** As the server shows it (masked where it masks). */
  value: string | null;
  editable: boolean;
}

/** The fields the page lists: those with a value and those the member may fill in, in the form's order. */
export function visibleProfileFields(profile: MemberProfile): ProfileFieldView[] {
  const editable = new Set(profile.editable);
  return profileTextFields
    .map((field) => ({ field, value: profile[field], editable: editable.has(field) }))
    .filter((view) => view.value !== null || view.editable);
}

export function initialValues(profile: MemberProfile): ProfileFormValues {
  const texts = Object.fromEntries(
    profileTextFields.map((field) => [field, maskedFields.has(field) ? '' : (profile[field] ?? '')]),
  ) as ProfileValues;
  return { ...texts, birthday: profile.birthday ?? '' };
}

/**
 * The contract's request schema with the merchant's rule of each field sent: the check the server runs on the same
 * body, its messages in `language`.
 */
export function profileRequestSchema(rules: ProfileRules, language: Language) {
  return updateProfileRequestSchema.superRefine((body, ctx) => {
    for (const [field, error] of Object.entries(validateProfileChanges(rules, body))) {
      ctx.addIssue({ code: 'custom', path: [field], message: registerErrorMessage(error, language) });
    }
  });
}

/** The fields to send: trimmed values that differ from where they started (a masked field only once typed in). */
export function profileChanges(values: ProfileValues, initial: ProfileValues, editable: readonly string[]) {
  const changes: ProfileChanges = {};
  for (const field of profileTextFields) {
    if (!editable.includes(field)) continue;
    const v = values[field].trim();
    if (v === initial[field] || (v === '' && maskedFields.has(field))) continue;
    changes[field] = v;
  }
  return changes;
}

/**
 * The whole request: the changed text fields, and the date of birth once filled in while the member may set it (it
 * is set once: an empty one is not sent, and one already set is never sent again).
 */
export function profileRequest(values: ProfileFormValues, initial: ProfileFormValues, profile: MemberProfile) {
  const changes: UpdateProfileRequest = profileChanges(values, initial, profile.editable);
  const birthday = values.birthday.trim();
  if (profile.birthdayEditable && birthday !== '' && birthday !== initial.birthday) changes.birthday = birthday;
  return changes;
}

/** The latest date of birth the form offers: the member must be at least 18 years old today (UTC, as the server). */
export function latestBirthday(today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}
