import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { TENANT_ROLES, type TenantRole } from '../../../../domain/shared/actor.js';
import { UserResponseDto } from '../../../identity/http/dto/user-response.dto.js';
import { MAX_ROLE_RULES, MAX_SSO_DOMAINS, type SsoConfigurationState } from '../../../../domain/sso/sso-configuration.js';
import { domainStatus } from '../../../../application/sso/sso-domain.use-cases.js';

export class StartSsoDto {
  @ApiProperty({ example: 'sanne@zorggroep-delinde.nl', description: "The user's e-mail: its domain leads to the organisation's provider" })
  @IsString()
  @MinLength(3)
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: '/dashboard', description: 'A path of this site to land on after signing in; anything else answers 400' })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  returnTo: string;
}

export class SsoRedirectDto {
  @ApiProperty({
    example: 'https://login.microsoftonline.com/…/oauth2/v2.0/authorize?client_id=…&code_challenge=…',
    description: "The provider's authorisation URL",
  })
  redirectUrl: string;
}

export class SsoCodeDto {
  @ApiProperty({ example: 'q3J0c2Zk…', description: 'The one-time code from /login/sso?code=…' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  code: string;
}

export class ExchangeSsoCodeDto extends SsoCodeDto {
  @ApiPropertyOptional({
    description: "Only for a code that links an admin's account: the admin's current password",
    maxLength: 200,
    example: 'mijn-huidige-wachtwoord',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  password?: string;
}

export class SsoLoginResponseDto {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZDk1YmM3OCJ9.c2lnbmF0dXJl' })
  token: string;

  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;

  @ApiProperty({ example: '/dashboard', description: 'The page the sign-in was started for' })
  returnTo: string;
}

export class RoleRuleDto {
  @ApiProperty({ example: 'groups', description: 'Name of a claim in the ID token or userinfo' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  claim: string;

  @ApiProperty({
    example: '6f1c9a52-1f0b-4d7e-9b1e-2f9a7c0d5e11',
    description: 'A value of that claim (a string, or one of its list items)',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  value: string;

  @ApiProperty({ enum: TENANT_ROLES, example: 'kitchen' })
  @IsIn(TENANT_ROLES)
  role: TenantRole;
}

export class SaveSsoConfigurationDto {
  @ApiProperty({ example: 'https://login.microsoftonline.com/0c7a3b2e-5d1f-4b7a-9c3e-1a2b3c4d5e6f/v2.0' })
  @IsString()
  @MaxLength(500)
  issuer: string;

  @ApiProperty({ example: '8a1d5c0e-2f3b-4c5d-9e8f-7a6b5c4d3e2f' })
  @IsString()
  @MaxLength(500)
  clientId: string;

  @ApiPropertyOptional({ example: 'geheim-van-de-organisatie', description: 'Write-only; leave out to keep the stored one' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  clientSecret?: string;

  @ApiProperty({ type: [String], example: ['zorggroep-delinde.nl'], maxItems: MAX_SSO_DOMAINS })
  @IsArray()
  @ArrayMaxSize(MAX_SSO_DOMAINS)
  @IsString({ each: true })
  @MaxLength(253, { each: true })
  domains: string[];

  @ApiProperty({
    type: [RoleRuleDto],
    maxItems: MAX_ROLE_RULES,
    description: 'Without a matching rule a user is staff; the highest matching role wins',
  })
  @IsArray()
  @ArrayMaxSize(MAX_ROLE_RULES)
  @ValidateNested({ each: true })
  @Type(() => RoleRuleDto)
  roleRules: RoleRuleDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: null,
    description:
      'For a multi-tenant Entra registration (issuer with common, organizations or {tenantid}): the directory id the `tid` claim must carry',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  entraTenantId?: string | null;

  @ApiProperty({ description: '"Alleen inloggen via de organisatie": staff and kitchen users may not use a password (admins may)' })
  @IsBoolean()
  passwordLoginDisabled: boolean;

  @ApiProperty()
  @IsBoolean()
  enabled: boolean;
}

export class SsoDomainStatusDto {
  @ApiProperty({ example: 'zorggroep-delinde.nl' })
  domain: string;

  @ApiProperty({ enum: ['pending', 'verified'], description: 'Only a verified domain routes sign-ins' })
  status: 'pending' | 'verified';

  @ApiProperty({
    example: 'portiepunt-verification=3f9c2a7e51b04d86a1e0c4b7d29f68e3',
    description: 'The TXT record to add at the domain (its apex) to verify it',
  })
  txtRecord: string;
}

export class SsoConfigurationResponseDto {
  @ApiProperty({ example: 'https://login.microsoftonline.com/0c7a3b2e-5d1f-4b7a-9c3e-1a2b3c4d5e6f/v2.0' })
  issuer: string;
  @ApiProperty({ example: '8a1d5c0e-2f3b-4c5d-9e8f-7a6b5c4d3e2f' })
  clientId: string;
  @ApiProperty({ description: 'The secret itself is never answered', example: true })
  clientSecretSet: boolean;
  @ApiProperty({ type: [String], example: ['zorggroep-delinde.nl'] })
  domains: string[];
  @ApiProperty({ type: [SsoDomainStatusDto], description: 'Each domain of `domains`, pending or verified, with its TXT record' })
  domainStatus: SsoDomainStatusDto[];
  @ApiProperty({ type: [RoleRuleDto] })
  roleRules: RoleRuleDto[];
  @ApiProperty({ type: String, nullable: true, example: null })
  entraTenantId: string | null;
  @ApiProperty()
  passwordLoginDisabled: boolean;
  @ApiProperty()
  enabled: boolean;
  @ApiProperty({ format: 'date-time' })
  updatedAt: Date;
  @ApiProperty({
    example: 'https://portiepunt.example.nl/api/auth/sso/callback',
    description: 'The redirect URI to register at the provider',
  })
  redirectUri: string;

  static from(state: SsoConfigurationState, redirectUri: string): SsoConfigurationResponseDto {
    const { issuer, clientId, roleRules, entraTenantId, passwordLoginDisabled, enabled, updatedAt } = state;
    return {
      issuer,
      clientId,
      clientSecretSet: true,
      domains: state.domains.map((domain) => domain.name),
      domainStatus: domainStatus(state),
      roleRules,
      entraTenantId,
      passwordLoginDisabled,
      enabled,
      updatedAt,
      redirectUri,
    };
  }
}

export class SsoTestResultDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: {
      sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
      email: 'sanne@zorggroep-delinde.nl',
      groups: ['6f1c9a52-1f0b-4d7e-9b1e-2f9a7c0d5e11'],
    },
    description: 'The claims that arrived from the ID token and userinfo',
  })
  claims: Record<string, unknown>;
}
