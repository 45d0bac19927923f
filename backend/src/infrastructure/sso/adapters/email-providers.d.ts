// The email-providers package ships no types: its default export is the list of domains (all.json).
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
