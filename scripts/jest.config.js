/** Specs of the developer scripts (plain ES modules, run as they are: no transform). */
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.spec.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
};
