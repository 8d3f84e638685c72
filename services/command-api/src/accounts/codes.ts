import { type CodePurpose, invalidCode, type UseCode, verificationCodeDecider, verificationStream } from '@tb/domain';
import type { Position } from '@tb/event-store';
import { handleCommand, hashVerificationCode, loadAggregate, newVerificationCode, requestLanguage } from '@tb/platform';
import type { FastifyRequest } from 'fastify';
import { commandMetadata } from '../http/context.ts';
import { codeMail } from './mail-texts.ts';

/** Issues a new code (60 s lock per email and purpose) and mails it, led by the caller's language. */
export async function issueCode(
  request: FastifyRequest,
  purpose: CodePurpose,
  email: string,
): Promise<{ code: string; position: Position | null }> {
  const app = request.server;
  const code = newVerificationCode();
  const result = await handleCommand(app.eventStore, verificationCodeDecider, verificationStream(purpose, email), {
    type: 'IssueCode',
    data: { email, purpose, codeHash: hashVerificationCode(purpose, email, code) },
    metadata: commandMetadata(request, 'visitor'),
  });
  await app.mailer.send(codeMail(purpose, email, code, requestLanguage(request)));
  return { code, position: result.position };
}

const useCode = (request: FastifyRequest, purpose: CodePurpose, email: string, code: string): UseCode => ({
  type: 'UseCode',
  data: { email, purpose, codeHash: hashVerificationCode(purpose, email, code) },
  metadata: commandMetadata(request, 'visitor'),
});

/** Spends a code; a wrong one is recorded (5 tries per code) and refused. */
export async function spendCode(request: FastifyRequest, purpose: CodePurpose, email: string, code: string) {
  const app = request.server;
  const stream = verificationStream(purpose, email);
  const command = useCode(request, purpose, email, code);
  const result = await handleCommand(app.eventStore, verificationCodeDecider, stream, command);
  if (result.events[0]?.type !== 'VerificationCodeUsed') throw invalidCode();
}

/**
 * Checks that spending this code now would succeed, without spending it, so the caller can first do whatever
 * else may fail. A code that would be refused goes through `spendCode`, which records the wrong try and throws.
 */
export async function checkCode(request: FastifyRequest, purpose: CodePurpose, email: string, code: string) {
  const app = request.server;
  const { state } = await loadAggregate(app.eventStore, verificationCodeDecider, verificationStream(purpose, email));
  let accepted = false;
  try {
    accepted =
      verificationCodeDecider.decide(useCode(request, purpose, email, code), state)[0]?.type === 'VerificationCodeUsed';
  } catch {
    // Refused (expired, used, too many tries): spendCode below throws the same error.
  }
  if (!accepted) await spendCode(request, purpose, email, code);
}
