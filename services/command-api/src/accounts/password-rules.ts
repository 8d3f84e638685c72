import { ValidationError } from '@tb/domain';
import { isCommonPassword } from '@tb/platform';

/** Registration, reset and change refuse the 10,000 most common passwords (after the 6-character minimum). */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new ValidationError('security.commonPassword');
  }
}
