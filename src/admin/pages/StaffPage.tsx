import { useEffect, useState, type FormEvent } from 'react'

import { staffListSchema, staffMemberSchema, type StaffMember } from '../../core/contract/back-office.ts'
import { roleAllows, STAFF_ROLES } from '../../core/domain/staff-roles.ts'
import { ROLE_LABELS } from '../../core/messages/back-office.ts'
import * as z from 'zod/mini'
import type { PageProps } from '../page-props.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { formText } from '../form-text.ts'

const changeAnswer = z.object({ member: z.object({ id: z.int(), username: z.string(), role: z.nullable(staffMemberSchema.shape.role) }) })

/** Who has a role; admins give and take roles (with a recent password). */
export function StaffPage({ session }: PageProps) {
  const [members, setMembers] = useState<StaffMember[]>([])
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const canGrant = roleAllows(session.role, 'admin')

  const reload = () => adminRequest('/staff', staffListSchema).then((list) => setMembers(list.members))
  useEffect(() => {
    reload().catch((failure: unknown) => setMessage({ text: staffMessage(failure), error: true }))
  }, [])

  async function change(username: string, role: string) {
    try {
      const { member } = await adminRequest('/staff/role', changeAnswer, {
        method: 'POST',
        body: { username, role: role === '' ? null : role }
      })
      setMessage({
        text: member.role ? `${member.username} : ${ROLE_LABELS[member.role]}.` : `${member.username} n’a plus de rôle.`,
        error: false
      })
      await reload()
    } catch (failure) {
      setMessage({ text: staffMessage(failure), error: true })
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void change(formText(form, 'username'), formText(form, 'role'))
  }

  return (
    <section className="admin-page">
      <h1 className="page-title">Équipe et rôles</h1>
      <p className="muted">
        Staff : lit tout et modifie le catalogue. Administrateur : donne aussi les rôles, crédite des Unions, change les réglages.
      </p>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {canGrant && (
        <form className="admin-card admin-inline-form" onSubmit={submit}>
          <label className="admin-field">
            <span>Nom du compte</span>
            <input name="username" required minLength={2} maxLength={40} />
          </label>
          <label className="admin-field">
            <span>Rôle</span>
            <select name="role" defaultValue="staff">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
              <option value="">Aucun (retirer l’accès)</option>
            </select>
          </label>
          <button className="button" type="submit">
            Appliquer
          </button>
        </form>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Compte</th>
              <th scope="col">Rôle</th>
              {canGrant && <th scope="col">Action</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td>{member.username}</td>
                <td>{ROLE_LABELS[member.role]}</td>
                {canGrant && (
                  <td>
                    {member.username !== session.username && (
                      <button className="button button--ghost" type="button" onClick={() => void change(member.username, '')}>
                        Retirer
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
