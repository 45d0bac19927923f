import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import type { Settlement, SettlementLine } from '../../../../domain/settlements/settlement.js';

export class SettlementParamsDto {
  @ApiPropertyOptional({
    enum: ['csv', 'json'],
    default: 'csv',
    description: 'csv (the default): the file for payroll or a cash desk; json: the same figures for a screen',
  })
  @IsOptional()
  @IsIn(['csv', 'json'])
  format?: 'csv' | 'json';
}

export class PayrollExportParamsDto {
  @ApiProperty({
    example: '2026-11',
    pattern: '^20\\d{2}-(0[1-9]|1[0-2])$',
    description: 'Calendar month (Europe/Amsterdam), by the moment of pick-up',
  })
  @IsString()
  month: string;
}

export class SettlementLineDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String, nullable: true, example: 'P-10442' })
  employeeNumber: string | null;

  @ApiProperty({ example: 'Sanne' })
  firstName: string;

  @ApiProperty({ example: 'de Vries' })
  lastName: string;

  @ApiProperty({ example: 'zorg@delinde.nl' })
  email: string;

  @ApiProperty({ example: 3, description: 'Portions picked up in the month' })
  portions: number;

  @ApiProperty({ example: 1050, description: 'Their cost at the prices they were reserved at, in cents' })
  totalCents: number;

  @ApiProperty({ example: 700, description: 'Of that, paid online through Mollie and not refunded' })
  paidOnlineCents: number;

  @ApiProperty({ example: 350, description: 'Still to collect: totalCents − paidOnlineCents' })
  openCents: number;

  static from(line: SettlementLine): SettlementLineDto {
    return { ...line };
  }
}

export class SettlementResponseDto {
  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ type: SettlementLineDto, isArray: true, description: 'By last name, first name, e-mail' })
  lines: SettlementLineDto[];

  @ApiProperty({ example: 3 })
  portions: number;

  @ApiProperty({ example: 1050 })
  totalCents: number;

  @ApiProperty({ example: 700 })
  paidOnlineCents: number;

  @ApiProperty({ example: 350 })
  openCents: number;

  static from(settlement: Settlement): SettlementResponseDto {
    return { ...settlement, lines: settlement.lines.map(SettlementLineDto.from) };
  }
}
