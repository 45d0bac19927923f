import { Container } from '../ui/Section';

/** Placeholder: the dashboards issue replaces this with the login form. */
export default function LoginPage() {
  return (
    <Container className="py-24">
      <h1 className="text-3xl font-bold text-slate-900">Inloggen</h1>
      <p className="mt-4 text-slate-600">Het inlogscherm voor keuken, personeel en beheerders komt hier.</p>
    </Container>
  );
}
