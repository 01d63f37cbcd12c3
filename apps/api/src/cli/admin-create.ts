import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailSchema } from '@orioni/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';

/**
 * `npm run admin:create -- <email>`: gives an existing account the ADMIN role, or creates a verified
 * admin account with a random password printed once.
 */
const parsed = emailSchema.safeParse(process.argv[2]);
if (!parsed.success) {
  console.error('usage: npm run admin:create -- <email>');
  process.exit(2);
}
const email = parsed.data;
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const updated = await database.db
    .update(users)
    .set({ role: 'ADMIN', updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (updated.length > 0) {
    console.log(`${email} is now an admin (user ${updated[0]!.id}).`);
  } else {
    const password = `${randomBytes(12).toString('base64url')}Aa1!`;
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password),
        role: 'ADMIN',
        status: 'VERIFIED',
        customerType: 'PHYSICAL',
        fullName: 'Staff',
        language: 'EN',
        verifiedAt: new Date(),
      })
      .returning({ id: users.id });
    console.log(`created admin ${email} (user ${row!.id}) with password: ${password}`);
    console.log('Change it after the first login.');
  }
} finally {
  await database.close();
}
