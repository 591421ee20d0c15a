/** Binds the Meeting calls operations of the contract to the meeting calls service. */
import { defineHandlers } from '../../http/handlers.js';
import type { MeetingCallsService } from './meeting-calls.service.js';

export function meetingCallsHandlers({ meetingCalls: service }: { meetingCalls: MeetingCallsService }) {
  return defineHandlers({
    createMeetingCall: ({ caller, body }) => service.create(caller, body),
    findAllMeetingCalls: ({ caller, query }) => service.findAll(caller, query),
    findMeetingCallById: ({ caller, params }) => service.findById(caller, params.meetingCallId),
    updateMeetingCall: ({ caller, params, body }) => service.update(caller, params.meetingCallId, body),
  });
}
