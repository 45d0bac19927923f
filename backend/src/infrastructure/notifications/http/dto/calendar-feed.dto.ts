import { ApiProperty } from '@nestjs/swagger';

export class CalendarFeedUrlDto {
  @ApiProperty({
    description: 'The private feed address, shown this once; a calendar app subscribes to it',
    example: 'webcal://portiepunt.nl/api/calendar/3q2-7wX9bTzV0kPq8s1dLhM4nR6yC2eA5gJ7uI9oK0w.ics',
  })
  url!: string;
}
