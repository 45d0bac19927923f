import { IsOptional, IsString } from 'class-validator';

/** The raw list query parameters; their JSON is checked by parseListQuery. */
export class ListParamsDto {
  @IsOptional()
  @IsString()
  sort?: string;

  @IsOptional()
  @IsString()
  range?: string;

  @IsOptional()
  @IsString()
  filter?: string;
}
