import type { Role } from '../lib/auth';
import { Badge, type BadgeTone } from '../ui/Badge';
import { ROLE_LABELS } from './texts';

const ROLE_TONE: Record<Role, BadgeTone> = { kitchen: 'amber', staff: 'sky', admin: 'violet', superadmin: 'rose', partner: 'emerald' };

/** The role's Dutch label, in a colour of its own per role. */
export function RoleBadge({ role }: { role: string }) {
  const known = role in ROLE_LABELS ? (role as Role) : null;
  return (
    <Badge tone={known ? ROLE_TONE[known] : 'slate'} data-testid="role-badge" data-role={role}>
      {known ? ROLE_LABELS[known] : role}
    </Badge>
  );
}
