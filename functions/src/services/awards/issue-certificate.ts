// Issues a course's certificate once (docs/awards.md, "Certificates"). Placeholder until the
// certificates helper lands; the enrolment trigger calls it when completed_at is first set.
export async function issueCertificate(courseId: string, uid: string): Promise<{ awardId: string; issued: boolean } | null> {
  void courseId;
  void uid;
  return null;
}
