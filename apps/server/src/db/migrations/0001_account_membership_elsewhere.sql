-- Whether a login also works for another owner. Tenant transactions cannot see other owners' memberships (row-level
-- security), so this narrow question is answered by a definer function that runs with app.system on.
CREATE OR REPLACE FUNCTION account_membership_elsewhere(p_user_id integer, p_owner_id integer) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public
SET app.system = 'on'
AS $$
  SELECT EXISTS (SELECT 1 FROM owner_users WHERE user_id = p_user_id AND owner_id <> p_owner_id AND deleted = 0)
$$;
