/** The meeting calls module's public surface. */
export { type InvitedCall, icsOf, uidOf } from './invitation.js';
export { meetingCallsHandlers } from './meeting-calls.routes.js';
export {
  createMeetingCallsService,
  type MeetingCallsDeps,
  type MeetingCallsService,
} from './meeting-calls.service.js';
