// Being built in issue 4; replaced by the real page before the issue is resolved.
export function ImportWorksPage() {
  return null;
}
