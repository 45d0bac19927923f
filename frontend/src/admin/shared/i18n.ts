import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** A key of the admin catalogue (frontend/src/i18n/<language>/admin.ts), for texts chosen before they are shown. */
export type AdminKey = ParseKeys<'admin'>;
export type AdminT = TFunction<'admin'>;

/** react-admin's `{id, name}` choices from a catalogue's label map, in the order of the Dutch catalogue. */
export const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

/** The admin texts in the interface's language at the moment of the call: for exporters and error handlers outside a render. */
export const adminT = (): AdminT => i18n.getFixedT(null, 'admin');

/** The roles an admin may give (never superadmin), named in the interface's language. */
export function useAssignableRoles() {
  const { t } = useTranslation('shared');
  return (['kitchen', 'staff', 'admin'] as const).map((id) => ({ id, name: t(`roles.${id}`) }));
}

/** A role's name in the interface's language; an unknown role as it is. */
export function useRoleName() {
  const { t } = useTranslation('shared');
  return (role: string) => t(`roles.${role as 'kitchen'}`, { defaultValue: role });
}
