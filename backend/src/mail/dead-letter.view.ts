import { ApiProperty } from '@nestjs/swagger';

/** A mail that could not be sent within its retry window (API.md section 11). */
export class DeadLetterView {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'login-link', description: 'The job kind' }) kind!: string;
  @ApiProperty({ type: String, nullable: true, example: 'member@riverside.test' }) to!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ format: 'date-time' }) first_attempt_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) failed_at!: string | null;
  @ApiProperty({ description: 'The last error' }) reason!: string;
}

export class RedriveResultView {
  @ApiProperty({ description: 'Dead letters queued again' }) redriven!: number;
}
