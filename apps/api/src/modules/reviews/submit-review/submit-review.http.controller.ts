import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewSubmissionSchema, type PublicReview, type ReviewSubmission } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { SubmitReviewCommand } from './submit-review.command.js';

@Controller('reviews')
export class SubmitReviewController {
  constructor(private readonly commands: CommandBus) {}

  /** SubmitReview: the student's one review, after their third lesson; 201 with the review as shown. */
  @Post()
  @UseGuards(SessionGuard)
  @Roles('student')
  submit(@Body(new ZodPipe(reviewSubmissionSchema)) body: ReviewSubmission, @CurrentUser() caller: SessionUser): Promise<PublicReview> {
    return this.commands.execute(new SubmitReviewCommand(caller, body));
  }
}
