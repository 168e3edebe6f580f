import { Field, Form, Formik } from 'formik'
import * as yup from 'yup'

const loginSchema = yup.object({
  username: yup.string().trim().min(3, 'Au moins 3 caractères').max(32).required('Pseudo requis'),
  password: yup.string().min(8, 'Au moins 8 caractères').required('Mot de passe requis')
})

/** The header's login form, validated with yup. */
export function LoginForm() {
  return (
    <Formik initialValues={{ username: '', password: '' }} validationSchema={loginSchema} onSubmit={() => undefined}>
      {({ errors, touched }) => (
        <Form className="login-form">
          <Field name="username" placeholder="Pseudo" aria-label="Pseudo" />
          <Field name="password" type="password" placeholder="Mot de passe" aria-label="Mot de passe" />
          {touched.username && errors.username && <span role="alert">{errors.username}</span>}
          <button type="submit" className="button">
            Connexion
          </button>
        </Form>
      )}
    </Formik>
  )
}
