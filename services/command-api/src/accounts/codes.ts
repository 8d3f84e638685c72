import { type CodePurpose, invalidCode, verificationCodeDecider, verificationStream } from '@tb/domain';
import type { Position } from '@tb/event-store';
import { handleCommand, hashVerificationCode, newVerificationCode } from '@tb/platform';
import type { FastifyRequest } from 'fastify';
import { commandMetadata } from '../http/context.ts';
import { codeMail } from './mail-texts.ts';

/** Issues a new code (60 s lock per email and purpose) and mails it. */
export async function issueCode(
  request: FastifyRequest,
  purpose: CodePurpose,
  email: string,
): Promise<{ code: string; position: Position | null }> {
  const { ctx } = request.server;
  const code = newVerificationCode();
  const result = await handleCommand(ctx.store, verificationCodeDecider, verificationStream(purpose, email), {
    type: 'IssueCode',
    data: { email, purpose, codeHash: hashVerificationCode(purpose, email, code) },
    metadata: commandMetadata(request, ctx, 'visitor'),
  });
  await ctx.mailer.send(codeMail(purpose, email, code));
  return { code, position: result.position };
}

/** Spends a code; a wrong one is recorded (5 tries per code) and refused. */
export async function spendCode(request: FastifyRequest, purpose: CodePurpose, email: string, code: string) {
  const { ctx } = request.server;
  const result = await handleCommand(ctx.store, verificationCodeDecider, verificationStream(purpose, email), {
    type: 'UseCode',
    data: { email, purpose, codeHash: hashVerificationCode(purpose, email, code) },
    metadata: commandMetadata(request, ctx, 'visitor'),
  });
  if (result.events[0]?.type !== 'VerificationCodeUsed') throw invalidCode();
}
