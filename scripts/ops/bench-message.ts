/** The body of one bench message, as the contact form posts it (the same for every phase). */
export const benchMessageBody = (id: string): string =>
  JSON.stringify({
    id,
    name: 'Bench Visitor',
    email: 'bench@example.com',
    message: `Benchmark message ${id}`,
    website: '',
  });
