import {
  type Language,
  type MemberProfile,
  type ProfileChanges,
  type ProfileTextField,
  profileTextFields,
  profileValueError,
  registerErrorMessage,
} from '@lotus/contract';

/** Fields the server shows masked: the form starts them empty, and left empty they stay as they are. */
const maskedFields: ReadonlySet<ProfileTextField> = new Set(['payeeName', 'idNumber']);

export type ProfileValues = Record<ProfileTextField, string>;

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

export function initialValues(profile: MemberProfile): ProfileValues {
  return Object.fromEntries(
    profileTextFields.map((field) => [field, maskedFields.has(field) ? '' : (profile[field] ?? '')]),
  ) as ProfileValues;
}

/**
 * The message for a field's value, or true when it may be sent: the contract's check of the merchant's rule, the
 * same the server runs. Unchanged values are never marked.
 */
export function checkProfileField(
  profile: MemberProfile,
  field: ProfileTextField,
  value: string,
  initial: string,
  language: Language,
): string | true {
  const v = value.trim();
  if (v === initial) return true;
  if (v === '') {
    if (maskedFields.has(field) || !profile.rules[field].required) return true;
    return registerErrorMessage({ kind: 'required' }, language);
  }
  const error = profileValueError(profile.rules, field, v);
  return error ? registerErrorMessage(error, language) : true;
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
