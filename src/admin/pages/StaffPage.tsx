import { useEffect, useState, type FormEvent } from 'react'

import { staffListSchema, staffMemberSchema, type StaffMember } from '../../core/contract/back-office.ts'
import { roleAllows, STAFF_ROLES } from '../../core/domain/staff-roles.ts'
import { ROLE_LABELS } from '../../core/messages/back-office.ts'
import * as z from 'zod/mini'
import type { PageProps } from '../page-props.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { formText } from '../form-text.ts'
import { staffPageMessages as messages } from '../../core/messages/back-office-admin-ui.ts'

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
        text: member.role ? messages.granted(member.username, ROLE_LABELS[member.role]) : messages.removed(member.username),
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
      <h1 className="page-title">{messages.title}</h1>
      <p className="muted">{messages.roles}</p>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {canGrant && (
        <form className="admin-card admin-inline-form" onSubmit={submit}>
          <label className="admin-field">
            <span>{messages.account}</span>
            <input name="username" required minLength={2} maxLength={40} />
          </label>
          <label className="admin-field">
            <span>{messages.role}</span>
            <select name="role" defaultValue="staff">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
              <option value="">{messages.noRole}</option>
            </select>
          </label>
          <button className="button" type="submit">
            {messages.apply}
          </button>
        </form>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{messages.member}</th>
              <th scope="col">{messages.role}</th>
              {canGrant && <th scope="col">{messages.action}</th>}
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
                        {messages.remove}
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
