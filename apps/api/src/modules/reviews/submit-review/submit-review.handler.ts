import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PublicReview } from '@lavagna/contracts';
import { problem } from '../../../infrastructure/http/problem.js';
import { ClassesDone, UsersQuery } from '../../accounts/index.js';
import { ReviewsQuery } from '../projections/reviews/reviews.query.js';
import { REVIEW_STREAM, type ReviewStream } from '../streams.js';
import { SubmitReviewCommand } from './submit-review.command.js';

/**
 * Fetches what the decision needs - the student, their teacher, the lessons they have done now
 * (the same count as their session profile) - then SubmitReview decides: once, after the third.
 */
@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand, PublicReview> {
  constructor(
    private readonly users: UsersQuery,
    private readonly classesDone: ClassesDone,
    private readonly reviews: ReviewsQuery,
    @Inject(REVIEW_STREAM) private readonly stream: ReviewStream,
  ) {}

  async execute({ caller, review }: SubmitReviewCommand): Promise<PublicReview> {
    const student = await this.users.byId(caller.userId);
    if (!student || student.identity !== 'student') throw problem(404, 'USER.NOT_FOUND');
    const now = this.stream.now();
    const done = await this.classesDone.at([student.userId], now);
    await this.stream.execute(
      'SubmitReview',
      {
        studentId: student.userId,
        teacherId: student.teacherId,
        name: review.name ?? student.nameForReview,
        description: review.description,
        text: review.text,
        classesDone: done.get(student.userId) ?? 0,
      },
      caller,
      now,
    );
    const sent = await this.reviews.publicByStudent(student.userId);
    // The account left between the append and this read: its review is shown nowhere.
    if (!sent) throw problem(404, 'USER.NOT_FOUND');
    return sent;
  }
}
