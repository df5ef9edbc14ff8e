/** Every other address of a preview whose content the check refuses: app/layout.report.tsx shows the problems. */
export default function ContentReportNotFound() {
  return null;
}
