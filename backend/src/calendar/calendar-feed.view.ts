import { ApiProperty } from '@nestjs/swagger';

/** A person's private calendar feed (API.md section 9). */
export class CalendarFeedView {
  @ApiProperty({
    example:
      'https://riverside.courtside.example/api/calendar/3q2-7wEx0dG6mUuJ1nUo3mFz8fQZk5c4bq9x1YV2s0A.ics',
    description:
      'Subscribe to it in a calendar app (as webcal:// too). Anyone with it can read the calendar: keep it private, rotate it when it leaks.',
  })
  url!: string;
}
