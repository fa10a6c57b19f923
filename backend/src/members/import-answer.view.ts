import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const FIELDS = ['email', 'name', 'member_number', 'phone', 'user_type', 'level'];

export class ImportRowView {
  @ApiProperty({ description: 'The row as a spreadsheet numbers it (the header is row 1)', example: 2 })
  row!: number;
  @ApiProperty({ description: 'The e-mail address, normalised', example: 'ann@example.nl' }) email!: string;
  @ApiProperty({ enum: ['create', 'update', 'unchanged', 'error'] }) action!: string;
  @ApiPropertyOptional({ description: 'The fields an update changes', enum: FIELDS, isArray: true })
  changes?: string[];
  @ApiPropertyOptional({
    description: "Field → message, in the caller's language",
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Invalid email address' },
  })
  errors?: Record<string, string>;
}

/** What an import did (or, in a dry run, would do). */
export class ImportAnswerView {
  @ApiProperty() created!: number;
  @ApiProperty() updated!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty({ description: 'Rows in error: a real run with any stores nothing' }) error_count!: number;
  @ApiProperty({ type: [String], description: 'Headers no field takes, as the file has them' })
  ignored_columns!: string[];
  @ApiProperty({ type: [ImportRowView] }) rows!: ImportRowView[];
}
