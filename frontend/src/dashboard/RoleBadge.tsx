import { ROLES, type Role } from '../lib/auth';
import { Badge, type BadgeTone } from '../ui/Badge';
import { useTranslation } from 'react-i18next';

const ROLE_TONE: Record<Role, BadgeTone> = { kitchen: 'amber', staff: 'sky', admin: 'violet', superadmin: 'rose', partner: 'emerald' };

/** The role's label, in a colour of its own per role. */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const known = ROLES.includes(role as Role) ? (role as Role) : null;
  return (
    <Badge tone={known ? ROLE_TONE[known] : 'slate'} data-testid="role-badge" data-role={role}>
      {known ? t(`shared:roles.${known}`) : role}
    </Badge>
  );
}
