import { ApiProperty } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditRecord,
  type AuditTargetType,
} from '../../../domain/audit/audit-entry.js';

export class AuditEntryResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  at: Date;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'auth.login_failed' })
  action: AuditAction;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null for the system or an anonymous caller' })
  actorId: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: "The actor's address as it is now, looked up when read: an erased user shows the erased placeholder",
    example: 'beheer@delinde.nl',
  })
  actorEmail: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'A machine actor that is no person: "SCIM" for the directory\'s provisioning',
    example: null,
  })
  actorName: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  tenantId: string | null;

  @ApiProperty({ enum: AUDIT_TARGET_TYPES, nullable: true, type: String })
  targetType: AuditTargetType | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  targetId: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "What the target is called now, looked up when read (a user's name, a portion's title, a location's name); null when it is gone",
    example: 'Sanne de Vries',
  })
  targetName: string | null;

  @ApiProperty({ nullable: true, type: String, example: '192.0.2.10' })
  ip: string | null;

  static from(record: AuditRecord): AuditEntryResponseDto {
    return { ...record };
  }
}
