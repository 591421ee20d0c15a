/** Binds the Enrollment comments operations of the contract to the comments service. */
import { defineHandlers } from '../../http/handlers.js';
import type { EnrollmentCommentsService } from './enrollment-comments.service.js';

export function enrollmentCommentsHandlers({
  enrollmentComments: service,
}: {
  enrollmentComments: EnrollmentCommentsService;
}) {
  return defineHandlers({
    findAllEnrollmentComments: ({ query }) => service.findAll(query),
    createEnrollmentComment: ({ caller, body }) => service.create(caller, body),
    updateEnrollmentComment: ({ caller, params, body }) => service.update(caller, params.commentId, body),
    deleteEnrollmentComment: ({ params }) => service.delete(params),
    createEmojiReaction: ({ caller, body }) => service.react(caller, body),
    updateEmojiReaction: ({ caller, params, body }) => service.setReaction(caller, params, body),
  });
}
