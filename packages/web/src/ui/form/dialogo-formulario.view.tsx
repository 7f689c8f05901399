/**
 * A small form in a dialog (a new amendment, the reason for hiding an entry): its title, its fields, Cancelar and
 * the button that sends it. Enter sends; Esc and Cancelar close. The browser's own validation is off (the fields
 * say their errors in Portuguese), and the submit stays inside the dialog: in React's tree the dialog may sit inside
 * a screen's form, which must not be submitted with it.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export function DialogoFormulario(props: {
  readonly titulo: string;
  readonly rotuloEnviar: string;
  readonly enviando: boolean;
  readonly aoEnviar: () => void;
  readonly aoFechar: () => void;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <Dialog
      open
      onOpenChange={(_e, d) => {
        if (!d.open) props.aoFechar();
      }}
    >
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            props.aoEnviar();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.titulo}</DialogTitle>
            <DialogContent>{props.children}</DialogContent>
            <DialogActions>
              <Button
                type="button"
                onClick={() => {
                  props.aoFechar();
                }}
              >
                Cancelar
              </Button>
              <Button type="submit" appearance="primary" disabled={props.enviando}>
                {props.rotuloEnviar}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
