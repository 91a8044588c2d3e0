/** The largest JSON body a command takes, in bytes: express.json's limit. */
export const COMMAND_BODY_LIMIT = 100 * 1024;
