import { z } from 'zod';
import { ZNewPassword } from './auth';

export const ZChangePassword = z.object({
  current_password: z.string().min(1, 'Enter your current password.').max(128),
  new_password: ZNewPassword,
});
export const ZChangeName = z.object({
  first_name: z.string().trim().min(1, 'Enter your first name.').max(80),
  last_name: z.string().trim().min(1, 'Enter your last name.').max(80),
});
