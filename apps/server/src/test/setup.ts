import { loadConfig } from '../config';
import { usePasswordCost } from '../modules/auth/password';

/**
 * Argon2id at a sliver of OWASP's cost for test runs: hundreds of accounts are hashed, and the
 * strength of a hash is no part of what those tests prove. The config accepts this cost only with
 * NODE_ENV=test (config.test.ts proves a real start refuses it and hashes at the baseline).
 */
export const TEST_PASSWORD_COST_ENV = {
  NODE_ENV: 'test',
  ARGON2_MEMORY_KIB: '64',
  ARGON2_PASSES: '1',
};

usePasswordCost(loadConfig(TEST_PASSWORD_COST_ENV).passwordCost);
