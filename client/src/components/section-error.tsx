/** When a landing section's data fails, this message replaces the section's content. */
export function SectionError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="mx-auto mt-10 max-w-xl rounded-card bg-red-50 p-6 text-center text-red-800"
    >
      {message}
    </p>
  );
}
