// Connection strings and query parameters may carry a password; never write one to the log.
export const withoutSecrets = (text: string) =>
  text.replace(/(\w+:\/\/)[^/\s@]+@/g, '$1***@').replace(/(password|secret|token)=\S+/gi, '$1=***');
